import { describeHostileInputs } from './testing/hostileSuite';

describeHostileInputs('wishList');
