import { describeHostileInputs } from './testing/hostileSuite';

describeHostileInputs('checkout');
