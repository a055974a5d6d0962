import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const RULE_SCOPES = ['company', 'offer'] as const;

/** Designed (spec 4.1: state call rules): the set a state's call times and call limits belong to. */
export const stateRuleGroups = defineResource({
  name: 'state_rule_group',
  plural: 'state_rule_groups',
  family: 'settings',
  description:
    'A group of state compliance rules (call times, call frequency limits, holidays), company-wide or for one ' +
    'offer. A schedule dial a rule blocks is not dropped: the lead is retried when the rules allow (the block ' +
    'is a call_logs row of log_type state_rule); make_call is refused with a 422 that says when; a text is ' +
    'recorded as blocked. A lead with no known state is bound by the rules of every state.',
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Display name, e.g. "Default Rules"'),
    rule_scope: f
      .enum(RULE_SCOPES)
      .default('company')
      .doc('company: applies to every call and text; offer: only to those of offer_id'),
    offer_id: f.ref('offers').doc('Offer the rules apply to (rule_scope offer)'),
    description: f.text().doc('What the rules are for'),
    holidays: f
      .json()
      .doc(
        'Days with no contact, as [{"date":"2025-12-25","states":["*"]},{"date":"2025-03-31","states":["CA"]}]',
      ),
    active: f.boolean().default(true).doc('An inactive group enforces nothing'),
  },
});
