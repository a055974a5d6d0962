import type { CallControlAction, CallRouter, KeyPressFlow, KeyPressFlowGroup } from '@leadline/sdk';
import { describe, expect, it } from 'vitest';
import { CallFlowTree, type FlowNode } from './call-flow-tree.js';

const rule = (id: number, fields: Partial<CallRouter>) =>
  ({
    id,
    offer_id: 12,
    name: null,
    active: true,
    action: null,
    sortable_order: null,
    sound_file_id: null,
    sound_playlist_id: null,
    text_to_speech: null,
    forward_number: null,
    forward_offer_id: null,
    key_press_flow_group_id: null,
    buyer_ids: [],
    buyer_group_ids: [],
    ...fields,
  }) as CallRouter;
const group = (id: number, name: string, text: string) =>
  ({
    id,
    name,
    text_to_speech: text,
    sound_file_id: null,
    max_attempts: 2,
    sortable_order: null,
  }) as KeyPressFlowGroup;
const flow = (id: number, groupId: number, key: string) =>
  ({
    id,
    key_press_flow_group_id: groupId,
    key_press: key,
    description: null,
    sortable_order: 0,
  }) as KeyPressFlow;
const action = (id: number, flowId: number, fields: Partial<CallControlAction>) =>
  ({
    id,
    key_press_flow_id: flowId,
    sortable_order: null,
    buyer_ids: [],
    buyer_group_ids: [],
    forward_offer_id: null,
    key_press_flow_group_id: null,
    ...fields,
  }) as CallControlAction;

/** The tree as indented lines, two spaces a level. */
const lines = (nodes: FlowNode[], depth = 0): string[] =>
  nodes.flatMap((n) => [`${'  '.repeat(depth)}${n.label}`, ...lines(n.children, depth + 1)]);

describe('CallFlowTree', () => {
  it('nests a greeting’s menu, its keys, a nested menu and the offer’s key rules under every menu', () => {
    const tree = new CallFlowTree({
      rules: [
        rule(3, { router_type: 'key_press_3', buyer_ids: [42] }),
        rule(4, { router_type: 'whisper', text_to_speech: 'Caller from [caller_state]' }),
        rule(1, {
          router_type: 'greeting',
          text_to_speech: 'Welcome.',
          action: 'request_key_press',
          key_press_flow_group_id: 1,
        }),
        rule(5, { router_type: 'no_buyer_answered', forward_number: '+13035550100' }),
        rule(6, { router_type: 'greeting', offer_id: 99, text_to_speech: 'Another offer' }),
      ],
      groups: [group(1, 'Main', 'Press 1 for sales.'), group(2, 'Sales', 'Press 3 if you are new.')],
      flows: [flow(7, 1, '1'), flow(8, 2, '9')],
      actions: [
        action(20, 7, { action_type: 'request_key_press', key_press_flow_group_id: 2 }),
        action(21, 8, { action_type: 'request_key_press', key_press_flow_group_id: 1 }),
      ],
      buyerNames: new Map([[42, 'Acme Insurance']]),
      offerNames: new Map(),
    });
    expect(lines(tree.forOffer(12))).toEqual([
      'Greeting · says “Welcome.”',
      '  Open menu Main · says “Press 1 for sales.” · asks up to 2 times',
      '    Key 1',
      '      Open menu Sales · says “Press 3 if you are new.” · asks up to 2 times',
      '        Key 9',
      '          Back to menu Main',
      '        Key 3 (offer rule, any menu)',
      '          Ring only Acme Insurance',
      '    Key 3 (offer rule, any menu)',
      '      Ring only Acme Insurance',
      'Whisper to the buyer · says “Caller from [caller_state]”',
      'Exception: no buyer answered',
      '  Forward to +13035550100',
    ]);
  });

  it('shows key rules at the top when no rule opens a menu, and marks inactive rules', () => {
    const tree = new CallFlowTree({
      rules: [
        rule(1, { router_type: 'greeting', active: false, sound_file_id: 5 }),
        rule(2, { router_type: 'any_other_key_press', action: 'hang_up' }),
      ],
      groups: [],
      flows: [],
      actions: [],
      buyerNames: new Map(),
      offerNames: new Map(),
    });
    expect(lines(tree.forOffer(12))).toEqual([
      'Greeting (inactive, never fires) · plays sound file #5',
      '  Ring the offer’s buyers',
      'Any other key',
      '  Hang up',
    ]);
    expect(tree.forOffer(13)).toEqual([]);
  });
});
