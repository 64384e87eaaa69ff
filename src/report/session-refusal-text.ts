import type { PairedForm, SessionRefusal } from '../model/session-refusal.js';

// The words of a paired comparison's refusal of its settings (the option, its value, what it takes).

function formText(form: PairedForm): string {
  return `${form.test} (the ${form.paired === 't' ? 'paired t' : 'signed-rank test'})`;
}

export function sessionRefusalText(refusal: SessionRefusal): string {
  switch (refusal.code) {
    case 'no-paired-form':
      return (
        `${refusal.option} ${refusal.test}: pairs are tested by their log ratios, and ${refusal.test} has no paired form; ` +
        `use ${refusal.forms.map(formText).join(' or ')}`
      );
    case 'sequence-correction':
      return (
        `${refusal.option} ${refusal.correction}: run looks after every pair, and its confidence sequence holds over the rows by Bonferroni; ` +
        'use bonferroni (the default) or none (each row at the full level)'
      );
  }
}
