import { Container, ButtonLink } from '../components/primitives';
import { brand } from '../../../brand';
import { TextCards } from '../components/blocks';
import { CtaBand } from '../components/cta-band';
import { PageHead } from '../components/page-head';
import { PageHero } from '../components/page-hero';
import { listOf, type TitledText } from '../content';
import { milestones } from '../data/milestones';
import { useSite } from '../format';
import classes from '../site.module.css';
import aboutStyles from '../about.module.css';

export default function AboutUsPage() {
  const { t, format } = useSite();
  const paragraphs = listOf(t, 'about.story.paragraphs', { name: brand.name });
  const values = listOf<TitledText>(t, 'about.values.items');
  return (
    <>
      <PageHead section="about" />
      <PageHero
        eyebrow={t('about.hero.eyebrow')}
        title={t('about.hero.title')}
        lead={t('about.hero.lead')}
        image={{ src: '/images/site/about-story.svg', alt: t('about.hero.imageAlt'), width: 560, height: 400 }}
      />

      <section className={classes.section} aria-labelledby="story-title">
        <Container size="xl" className={classes.split}>
          <div className={aboutStyles.prose}>
            <h2 className={classes.sectionTitle} id="story-title">
              {t('about.story.title')}
            </h2>
            {paragraphs.map((text) => (
              <p key={text.slice(0, 24)}>{text}</p>
            ))}
            <div className={classes.heroActions}>
              <ButtonLink to="/aboutus/vision-mission" variant="light">
                {t('about.more.vision')}
              </ButtonLink>
              <ButtonLink to="/Management" variant="light">
                {t('about.more.management')}
              </ButtonLink>
            </div>
          </div>
          <div>
            <h2 className={classes.sectionTitle} id="milestones-title">
              {t('about.milestones.title')}
            </h2>
            <ol className={aboutStyles.timeline} aria-labelledby="milestones-title">
              {milestones.map((m) => (
                <li key={m.id}>
                  <strong>{format.year(m.year)}</strong>
                  <p>{t(`about.milestones.items.${m.id}`)}</p>
                </li>
              ))}
            </ol>
          </div>
        </Container>
      </section>

      <section className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="values-title">
        <Container size="xl">
          <h2 className={classes.sectionTitle} id="values-title">
            {t('about.values.title')}
          </h2>
          <TextCards items={values} />
        </Container>
      </section>

      <CtaBand title={t('home.cta.title')} text={t('home.cta.text')} />
    </>
  );
}
