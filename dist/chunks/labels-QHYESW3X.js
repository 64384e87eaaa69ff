import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import "./chunk-IAWXRHK4.js";

// src/github/labels.ts
async function labelAddedBy(client, context, issueNumber, label) {
  let login;
  try {
    for await (const page of client.paginate.iterator(client.rest.issues.listEvents, { owner: context.owner, repo: context.repo, issue_number: issueNumber, per_page: 100 })) {
      for (const event of page.data) {
        const named = event.label?.name;
        if (event.event === "labeled" && named === label) login = event.actor?.login ?? login;
      }
    }
  } catch {
    return void 0;
  }
  return login;
}
export {
  labelAddedBy
};
