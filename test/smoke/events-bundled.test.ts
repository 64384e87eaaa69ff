import { eventScenarios } from '../action/event-scenarios.js';
import { runBundledAction } from '../helpers/run-action.js';

// Every event scenario once more on the committed bundle, as the Actions runner starts it.
eventScenarios(runBundledAction);
