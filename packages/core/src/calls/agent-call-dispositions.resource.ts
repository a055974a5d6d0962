import { companyId } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

const copied = (description: string) => f.boolean().readOnly().default(false).doc(description);

/**
 * Spec 2.3: exactly the listed columns; writable: call_disposition_id and
 * notes, and (designed) call_id on create. The key, name, colours and outcome
 * flags are copied from the disposition by the engine
 * (calls/call-disposition-resource.ts), which emits call_disposition_changed.
 */
export const agentCallDispositions = defineResource({
  name: 'agent_call_disposition',
  plural: 'agent_call_dispositions',
  family: 'calls',
  description: 'A disposition an agent applied to a call, with the outcome flags it set.',
  fields: {
    company_id: companyId(),
    call_id: f
      .ref('calls')
      .createOnly()
      .filter()
      .doc(
        'Call the disposition is applied to (→ calls), given on create (a Leadline addition: the agent widget ' +
          'sets it in TrackDrive); the call then shows it as disposition_id/key/name/notes',
      ),
    collaborator_id: f.integer().readOnly().filter().doc('User (agent) who applied it'),
    call_disposition_id: f.ref('call_dispositions').doc('Disposition applied'),
    key: f.string().readOnly().search().doc('Key of the disposition'),
    has_disposition: f
      .computed(
        'boolean',
        (row) => row.call_disposition_id !== null && row.call_disposition_id !== undefined,
        ['call_disposition_id'],
      )
      .doc('A disposition is set'),
    call_answered: copied('The call was marked answered'),
    agent_handled: copied('The call was marked handled by an agent'),
    buyer_handled: copied('The call was marked handled by a buyer'),
    qualified: copied('The call was marked qualified'),
    end_of_schedule: copied('End of schedule was triggered'),
    block_caller: copied('The caller was blocked'),
    notes: f.text().search().doc('Agent notes'),
    text_color: f.string().readOnly().doc('Text colour of the disposition'),
    background_color: f.string().readOnly().doc('Background colour of the disposition'),
    name: f.string().readOnly().search().doc('Name of the disposition'),
    short_name: f.string().readOnly().doc('Short name of the disposition'),
  },
});
