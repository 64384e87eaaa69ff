import { runAction } from '../helpers/run-action.js';
import { eventScenarios } from './event-scenarios.js';

eventScenarios(runAction);
