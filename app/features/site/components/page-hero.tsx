import { Container } from './primitives';
import type { ReactNode } from 'react';
import classes from '../site.module.css';

export interface HeroImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** The top of every public page: the page's h1, a lead paragraph and an illustration. */
export function PageHero({
  eyebrow,
  title,
  lead,
  image,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  image?: HeroImage;
  children?: ReactNode;
}) {
  return (
    <section className={classes.hero} aria-labelledby="page-title">
      <Container size="xl" className={image ? classes.heroGrid : undefined}>
        <div>
          <p className={classes.heroEyebrow}>{eyebrow}</p>
          <h1 className={classes.heroTitle} id="page-title">
            {title}
          </h1>
          <p className={classes.heroLead}>{lead}</p>
          {children && <div className={classes.heroActions}>{children}</div>}
        </div>
        {image && (
          <img
            className={classes.heroImage}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            fetchPriority="high"
            decoding="async"
          />
        )}
      </Container>
    </section>
  );
}
