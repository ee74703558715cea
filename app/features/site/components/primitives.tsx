/**
 * The public site's building blocks, plain elements styled by site.module.css: the site does not
 * load Mantine, whose provider and styles would take a fifth of the first-load budget
 * (docs/decisions/0006-public-first-load-budget.md).
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import classes from '../site.module.css';
import { useLocalize } from '../use-localize';

function cx(...names: (string | false | undefined)[]) {
  return names.filter(Boolean).join(' ');
}

/** A centred column: `xl` for page sections (1320 px), `md` for reading width (960 px). */
export function Container({
  size = 'xl',
  className,
  children,
}: {
  size?: 'xl' | 'md';
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cx(classes.container, className)} data-size={size}>
      {children}
    </div>
  );
}

interface ButtonStyle {
  variant?: 'filled' | 'light' | 'outline' | 'subtle';
  size?: 'md' | 'lg';
  /** space above: a spacing token */
  mt?: 'md' | 'lg' | 'xl';
  fullWidth?: boolean;
  leftSection?: ReactNode;
  className?: string;
  children: ReactNode;
}

function styleProps({ variant = 'filled', size, mt, fullWidth, className }: ButtonStyle) {
  return {
    className: cx(classes.button, className),
    'data-variant': variant,
    'data-size': size,
    'data-mt': mt,
    'data-full-width': fullWidth || undefined,
  };
}

function Content({ leftSection, children }: Pick<ButtonStyle, 'leftSection' | 'children'>) {
  return (
    <>
      {leftSection && <span className={classes.buttonSection}>{leftSection}</span>}
      <span>{children}</span>
    </>
  );
}

/** A link that looks like a button: `to`, a public page's English path, in the page's language. */
export function ButtonLink(props: ButtonStyle & ({ to: string } | { href: string })) {
  const localize = useLocalize();
  const content = <Content leftSection={props.leftSection}>{props.children}</Content>;
  if ('to' in props)
    return (
      <Link to={localize(props.to)} {...styleProps(props)}>
        {content}
      </Link>
    );
  return (
    <a href={props.href} {...styleProps(props)}>
      {content}
    </a>
  );
}

/** A button; `loading` keeps it in place, disabled, with `aria-busy`. */
export function Button({
  variant,
  size,
  mt,
  fullWidth,
  leftSection,
  className,
  children,
  loading,
  type = 'button',
  ...rest
}: ButtonStyle & { loading?: boolean } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'>) {
  return (
    <button
      type={type}
      {...rest}
      {...styleProps({ variant, size, mt, fullWidth, className, children })}
      disabled={rest.disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
    >
      <Content leftSection={leftSection}>{children}</Content>
    </button>
  );
}
