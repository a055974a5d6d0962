import type { FlowNode } from '../call-flow-tree.js';

/** A call flow as nested lists: each rule, the action it runs, and a menu's keys under it. */
export function CallFlow({ nodes, label }: { nodes: FlowNode[]; label: string }) {
  if (nodes.length === 0) return <p class="muted">No call flow rules: calls go straight to the buyers.</p>;
  return (
    <ul aria-label={label}>
      {nodes.map((node, i) => (
        <FlowItem key={i} node={node} />
      ))}
    </ul>
  );
}

function FlowItem({ node }: { node: FlowNode }) {
  return (
    <li>
      {node.label}
      {node.children.length > 0 && (
        <ul>
          {node.children.map((child, i) => (
            <FlowItem key={i} node={child} />
          ))}
        </ul>
      )}
    </li>
  );
}
