import type { ComponentProps, ReactNode } from 'react';

interface FactProps extends Omit<ComponentProps<'dd'>, 'children'> {
  term: string;
  children: ReactNode;
}

/** One term and its value in a description list (`<dl>`); the other props go on the value. */
export function Fact({ term, children, ...valueProps }: FactProps) {
  return (
    <div>
      <dt>{term}</dt>
      <dd {...valueProps}>{children}</dd>
    </div>
  );
}
