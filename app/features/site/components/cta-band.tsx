import { Container, ButtonLink } from './primitives';
import { brand, telHref } from '../../../brand';
import { useSite } from '../format';
import { contactPath } from '../nav';
import classes from '../site.module.css';

/** The closing call to action: a quote request and the operations desk's phone. */
export function CtaBand({ title, text }: { title: string; text: string }) {
  const { t } = useSite();
  return (
    <section className={classes.cta} aria-labelledby="cta-title">
      <Container size="xl" className={classes.ctaInner}>
        <div>
          <h2 id="cta-title">{title}</h2>
          <p>{text}</p>
          <p>
            {t('home.cta.call')}: <a href={telHref(brand.phone)}>{brand.phone}</a>
          </p>
        </div>
        <ButtonLink to={contactPath} size="lg" className={classes.ctaButton}>
          {t('common.requestQuote')}
        </ButtonLink>
      </Container>
    </section>
  );
}
