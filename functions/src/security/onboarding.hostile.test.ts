import { describeHostileInputs } from './testing/hostileSuite';

describeHostileInputs('onboarding');
