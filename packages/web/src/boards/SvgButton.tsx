import type { ReactNode } from 'react';
import { type Inspected, inspectable } from '../inspect';
import { usePointedAmong } from '../match/pointedChoice';
import type { LegalChoice } from '../protocol';
import { onActivateKey } from './pick';

/**
 * A piece or space of an SVG board that the keyboard reaches: Enter, Space or a click runs
 * `onActivate` (when it has one), and hovering or focusing it shows its text in the card panel.
 */
export function SvgButton({
  label,
  legal,
  choices = [],
  inspect,
  onActivate,
  className,
  children,
}: {
  label: string;
  legal: boolean;
  /** The legal choices this piece stands for: it is marked while one of them is pointed at in the list. */
  choices?: LegalChoice[];
  inspect?: Inspected;
  onActivate?: () => void;
  className?: string;
  children: ReactNode;
}) {
  const activate = () => onActivate?.();
  const pointed = usePointedAmong(choices);
  return (
    // biome-ignore lint/a11y/useSemanticElements: SVG has no button element; this is one for the keyboard and screen readers.
    <g
      role="button"
      tabIndex={0}
      aria-label={label}
      className={`${legal ? 'legal-target ' : ''}${pointed ? 'pointed ' : ''}${className ?? ''}`}
      onClick={activate}
      onKeyDown={onActivateKey(activate)}
      {...(inspect ? inspectable(inspect) : {})}
    >
      {children}
    </g>
  );
}
