import type { CallControlAction, CallRouter, KeyPressFlow, KeyPressFlowGroup } from '@leadline/sdk';

/** One line of the tree and what nests under it. */
export interface FlowNode {
  label: string;
  children: FlowNode[];
}

/** The records an offer's call flow is read from, as the API lists them. */
export interface FlowRecords {
  rules: CallRouter[];
  groups: KeyPressFlowGroup[];
  flows: KeyPressFlow[];
  actions: CallControlAction[];
  /** Names to show for ids (buyers and offers); an id without one shows as #id. */
  buyerNames: Map<number, string>;
  offerNames: Map<number, string>;
}

type Action = NonNullable<CallRouter['action']>;
type RuleType = CallRouter['router_type'];

/** Rule types in the order a call meets them (docs/call-flows.md); the rest follow. */
const PHASES: RuleType[] = [
  'greeting',
  'no_greeting_is_played',
  'zip_code_entry',
  'zip_entry_failed',
  'enter_extension',
  'extension_failed',
  'ask_a_question',
  'calling_buyer_music',
  'whisper',
  'press_1_to_accept',
  'off_hook_press_to_accept',
  'press_1_too_slow',
  'no_buyers_have_open_concurrency',
  'all_buyers_closed',
  'no_buyer_answered',
  'no_buyers_match',
];

const TYPE_LABELS: Partial<Record<RuleType, string>> = {
  greeting: 'Greeting',
  no_greeting_is_played: 'No greeting',
  zip_code_entry: 'ZIP code entry',
  zip_entry_failed: 'ZIP entry failed',
  enter_extension: 'Enter an extension',
  extension_failed: 'Extension failed',
  ask_a_question: 'Ask a question',
  calling_buyer_music: 'Music while buyers ring',
  whisper: 'Whisper to the buyer',
  press_1_to_accept: 'Buyer presses 1 to accept',
  off_hook_press_to_accept: 'Buyer presses any key to accept',
  press_1_too_slow: 'Buyer too slow to accept',
  no_buyers_have_open_concurrency: 'Exception: no buyer has open concurrency',
  all_buyers_closed: 'Exception: all buyers closed',
  no_buyer_answered: 'Exception: no buyer answered',
  no_buyers_match: 'Exception: no buyer matches',
  any_other_key_press: 'Any other key',
  no_key_press: 'No key pressed',
};

const EXCEPTIONS = new Set<RuleType>([
  'no_buyers_have_open_concurrency',
  'all_buyers_closed',
  'no_buyer_answered',
  'no_buyers_match',
]);

/** Rules that run a menu action besides the key rules: forward_to_buyers when they name none (docs/call-flows.md). */
const RUNS_MENU_ACTION = new Set<RuleType>([
  'greeting',
  'zip_code_entry',
  'zip_entry_failed',
  'enter_extension',
  'extension_failed',
  'ask_a_question',
]);

const isKeyRule = (type: RuleType) =>
  type.startsWith('key_press_') || type === 'any_other_key_press' || type === 'no_key_press';

const byOrder = <T extends { sortable_order: number | null; id: number }>(a: T, b: T) =>
  (a.sortable_order ?? 0) - (b.sortable_order ?? 0) || a.id - b.id;

const typeLabel = (type: RuleType) =>
  TYPE_LABELS[type] ?? (type.startsWith('key_press_') ? `Key ${type.slice(10)}` : type.replaceAll('_', ' '));

/** What a rule or a group plays: its text, else the sound file or playlist it names. */
function plays(r: {
  text_to_speech: string | null;
  sound_file_id: number | null;
  sound_playlist_id?: number | null;
}): string {
  if (r.sound_file_id) return ` · plays sound file #${r.sound_file_id}`;
  if (r.sound_playlist_id) return ` · plays playlist #${r.sound_playlist_id}`;
  return r.text_to_speech ? ` · says “${r.text_to_speech}”` : '';
}

/** Builds each offer's call flow: its rules by phase, menus nesting their keys, key rules under every menu. */
export class CallFlowTree {
  private readonly groups: Map<number, KeyPressFlowGroup>;

  constructor(private readonly records: FlowRecords) {
    this.groups = new Map(records.groups.map((g) => [g.id, g]));
  }

  /** The offer's rules as a tree; empty when it has none. */
  forOffer(offerId: number): FlowNode[] {
    const rules = this.records.rules.filter((r) => r.offer_id === offerId).sort(byOrder);
    const keyRules = rules.filter((r) => isKeyRule(r.router_type));
    const opensMenu = rules.some((r) => !isKeyRule(r.router_type) && r.action === 'request_key_press');
    const phase = (r: CallRouter) => {
      const at = PHASES.indexOf(r.router_type);
      return at === -1 ? PHASES.length : at;
    };
    const main = rules.filter((r) => !isKeyRule(r.router_type)).sort((a, b) => phase(a) - phase(b));
    const nodes = main.map((r) => this.rule(r, keyRules, []));
    // Key rules with no menu to answer (its opening rule deleted) still show, so nothing is hidden.
    if (!opensMenu) nodes.push(...keyRules.map((r) => this.rule(r, keyRules, [])));
    return nodes;
  }

  private rule(rule: CallRouter, keyRules: CallRouter[], path: number[]): FlowNode {
    const name = rule.name ? ` “${rule.name}”` : '';
    const inactive = rule.active === false ? ' (inactive, never fires)' : '';
    const label = `${typeLabel(rule.router_type)}${name}${inactive}${plays(rule)}`;
    if (EXCEPTIONS.has(rule.router_type)) return { label, children: [this.exception(rule)] };
    const runsAction = RUNS_MENU_ACTION.has(rule.router_type) || isKeyRule(rule.router_type);
    if (!runsAction) return { label, children: [] };
    const action = rule.action ?? 'forward_to_buyers';
    return { label, children: [this.action(action, rule, keyRules, path)] };
  }

  /** What an exception rule does with the call nobody took (docs/inbound-calls.md#exception-rules). */
  private exception(rule: CallRouter): FlowNode {
    if (rule.action === 'forward_to_offer') return this.action('forward_to_offer', rule, [], []);
    if (rule.forward_number) return { label: `Forward to ${rule.forward_number}`, children: [] };
    return { label: 'Hang up', children: [] };
  }

  private action(
    action: Action,
    target: Pick<
      CallRouter,
      'buyer_ids' | 'buyer_group_ids' | 'forward_offer_id' | 'key_press_flow_group_id'
    >,
    keyRules: CallRouter[],
    path: number[],
  ): FlowNode {
    switch (action) {
      case 'forward_to_buyers': {
        const buyers = target.buyer_ids.map((id) => this.records.buyerNames.get(id) ?? `#${id}`);
        const groups = target.buyer_group_ids.map((id) => `buyer group #${id}`);
        const who = [...buyers, ...groups];
        return {
          label: who.length ? `Ring only ${who.join(', ')}` : 'Ring the offer’s buyers',
          children: [],
        };
      }
      case 'forward_to_offer': {
        const id = target.forward_offer_id;
        const offer = id === null ? '?' : (this.records.offerNames.get(id) ?? `#${id}`);
        return { label: `Send to offer ${offer}`, children: [] };
      }
      case 'request_key_press':
        return this.menu(target.key_press_flow_group_id, keyRules, path);
      case 'hang_up':
        return { label: 'Hang up', children: [] };
      default:
        return { label: action.replaceAll('_', ' '), children: [] };
    }
  }

  /** A menu: what it plays, its own keys (flows), then the offer's key rules that answer at any menu. */
  private menu(groupId: number | null, keyRules: CallRouter[], path: number[]): FlowNode {
    const group = groupId === null ? undefined : this.groups.get(groupId);
    if (!group) return { label: `Open menu #${groupId ?? '?'} (not found)`, children: [] };
    if (path.includes(group.id)) return { label: `Back to menu ${group.name}`, children: [] };
    const inner = [...path, group.id];
    const attempts = group.max_attempts ? ` · asks up to ${group.max_attempts} times` : '';
    const flows = this.records.flows
      .filter((f) => f.key_press_flow_group_id === group.id)
      .sort(byOrder)
      .map((flow): FlowNode => {
        const first = this.records.actions.filter((a) => a.key_press_flow_id === flow.id).sort(byOrder)[0];
        const about = flow.description ? ` · ${flow.description}` : '';
        return {
          label: `Key ${flow.key_press ?? '?'}${about}`,
          children: first ? [this.action(first.action_type, first, keyRules, inner)] : [],
        };
      });
    const anyMenu = keyRules.map((r) => {
      const node = this.rule(r, keyRules, inner);
      return { ...node, label: `${node.label} (offer rule, any menu)` };
    });
    return {
      label: `Open menu ${group.name}${plays(group)}${attempts}`,
      children: [...flows, ...anyMenu],
    };
  }
}
