import { lifeTable } from './history-life.js';

// `npm run simulate -- history-life`: the table of docs/history.md, "The issue over a suite's life".
// SIM_LIVES sets the suites of each kind (30 by default: about 4 minutes on one core).
const suites = Number(process.env.SIM_LIVES ?? 30);
console.log(lifeTable(Number.isInteger(suites) && suites > 0 ? suites : 30));
