import { Fragment, type ReactNode } from 'react';

/**
 * Fills {name} placeholders with nodes, each isolated in <bdi>: a Latin name or a date inside an
 * Arabic sentence (or the reverse) keeps its own direction instead of reordering the sentence.
 */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return name && name in values ? <bdi key={i}>{values[name]}</bdi> : <Fragment key={i}>{piece}</Fragment>;
  });
}
