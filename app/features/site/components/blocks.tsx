import type { InlineIcon } from '../../../components/inline-icon';
import type { TitledText } from '../content';
import classes from '../site.module.css';

/** Numbered steps of a process, as an ordered list of cards. */
export function StepList({ steps }: { steps: TitledText[] }) {
  return (
    <ol className={classes.steps}>
      {steps.map((step) => (
        <li key={step.title} className={classes.step}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** Cards with a heading and a paragraph; an icon per card when given (cycled). */
export function TextCards({ items, icons = [], wide = false }: { items: TitledText[]; icons?: InlineIcon[]; wide?: boolean }) {
  return (
    <div className={wide ? classes.cardGrid : `${classes.cardGrid} ${classes.grid4}`}>
      {items.map((item, index) => {
        const ItemIcon = icons.length ? icons[index % icons.length] : null;
        return (
          <article key={item.title} className={classes.card}>
            {ItemIcon && (
              <span className={classes.iconBadge} aria-hidden>
                <ItemIcon size={26} />
              </span>
            )}
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </article>
        );
      })}
    </div>
  );
}
