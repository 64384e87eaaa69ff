// A comment says why the code is as it is; the git log holds what it was. This rule flags the
// phrases that narrate a former version ("no longer", "used to", "as before", "was 16 MB"…).

/** Each phrase with what to write instead. */
const NARRATIONS = [
  { pattern: /\bno longer\b/i, hint: 'say what is true now ("is not", "stops")' },
  // Not the passive "is used to compute": only a past habit.
  { pattern: /(?<!\b(?:is|are|be|been|being|was|were|gets?)\s+)\bused to\b/i, hint: 'say what the code does' },
  { pattern: /\b(?:previously|formerly|until now|any ?more)\b/i, hint: 'say what the code does' },
  { pattern: /\bas before\b/i, hint: 'name what it is the same as' },
  { pattern: /\bnow (?:uses?|used)\b/i, hint: 'say what it uses' },
  // A measurement of a former version ("a string per field was 16 MB"): give the figure as a comparison of today's choices.
  { pattern: /\b(?:was|were)\s+(?:about\s+|only\s+|over\s+)?\d[\d,.]*/i, hint: 'state the figure as a comparison ("would be", "against")' },
  { pattern: /\b(?:was|were|has been|have been)\s+(?:changed|replaced|moved|renamed|rewritten)\b/i, hint: 'say where it is' },
  { pattern: /\bthe old (?:code|version|implementation|way|approach|behaviou?r)\b/i, hint: 'name the alternative and why not' },
];

/** @type {import('eslint').Rule.RuleModule} */
const noHistoryComments = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments say why, not what the code was: the git log holds its history.' },
    schema: [],
    messages: { narrates: 'This comment narrates history ("{{phrase}}"): {{hint}}; the git log holds what the code was.' },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          for (const { pattern, hint } of NARRATIONS) {
            const match = pattern.exec(comment.value);
            if (match === null) continue;
            // The comment's text starts after its `//` or `/*`.
            const start = comment.range[0] + 2 + match.index;
            const loc = { start: context.sourceCode.getLocFromIndex(start), end: context.sourceCode.getLocFromIndex(start + match[0].length) };
            context.report({ loc, messageId: 'narrates', data: { phrase: match[0], hint } });
            break;
          }
        }
      },
    };
  },
};

export default { rules: { 'no-history-comments': noHistoryComments } };
