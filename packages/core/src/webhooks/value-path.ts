/**
 * Reads one value out of a response body by `value_path`: a JSON path
 * (`data.buyers[0].bid_price`, an optional leading `$.`) when the body is
 * JSON, else an XML path (`response.buyer.price`, `/response/buyer[1]/price`,
 * 0-based like the JSON form; `@name` for an attribute). Undefined when the
 * path leads nowhere.
 */
export function readValuePath(body: string, path: string): unknown {
  const steps = parsePath(path);
  if (steps.length === 0) return undefined;
  const trimmed = body.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return walkJson(JSON.parse(trimmed), steps);
    } catch {
      return undefined;
    }
  }
  if (trimmed.startsWith('<')) return walkXml(parseXml(trimmed), steps);
  return undefined;
}

type Step = string | number;

function parsePath(path: string): Step[] {
  const steps: Step[] = [];
  const clean = path
    .trim()
    .replace(/^\$\.?/, '')
    .replace(/^\/+/, '');
  for (const part of clean.split(/[./]/)) {
    if (!part) continue;
    const m = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part);
    if (!m) return [];
    if (m[1]) steps.push(m[1]);
    for (const index of m[2]!.matchAll(/\[(\d+)\]/g)) steps.push(Number(index[1]));
  }
  return steps;
}

function walkJson(value: unknown, steps: Step[]): unknown {
  let current = value;
  for (const step of steps) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}

interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
}

const decodeEntities = (s: string) =>
  s
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** A small, forgiving XML reader: elements, attributes and text (enough for webhook answers). */
function parseXml(xml: string): XmlNode {
  const root: XmlNode = { name: '#document', attributes: {}, children: [], text: '' };
  const stack = [root];
  const re =
    /<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>|<\/([^\s>]+)\s*>|<([^\s/>]+)([^>]*?)(\/?)>|([^<]+)/g;
  for (const m of xml.matchAll(re)) {
    const top = stack[stack.length - 1]!;
    if (m[1] !== undefined) top.text += m[1];
    else if (m[2] !== undefined) {
      if (stack.length > 1) stack.pop();
    } else if (m[3] !== undefined) {
      const attributes: Record<string, string> = {};
      for (const a of m[4]!.matchAll(/([^\s=]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
        attributes[a[1]!] = decodeEntities(a[3] ?? a[4] ?? '');
      }
      const node: XmlNode = { name: m[3], attributes, children: [], text: '' };
      top.children.push(node);
      if (m[5] !== '/') stack.push(node);
    } else if (m[6] !== undefined) top.text += decodeEntities(m[6]);
  }
  return root;
}

function walkXml(root: XmlNode, steps: Step[]): unknown {
  let nodes: XmlNode[] = [root];
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    if (typeof step === 'number') {
      const node = nodes[step];
      nodes = node ? [node] : [];
      continue;
    }
    if (step.startsWith('@')) return nodes[0]?.attributes[step.slice(1)];
    nodes = nodes.flatMap((n) => n.children.filter((c) => c.name === step));
    // Without an index the first match is meant, unless the next step picks one.
    if (typeof steps[i + 1] !== 'number') nodes = nodes.slice(0, 1);
  }
  const node = nodes[0];
  return node ? node.text.trim() : undefined;
}
