import { describe, expect, it } from 'vitest';
import {
  HELP_LANGUAGES,
  HELP_QUERY_MAX,
  faqReply,
  knowledgeBaseArticleReply,
  knowledgeBaseCategoryReply,
  knowledgeBaseReply,
} from './contract';
import { helpTexts } from './texts';
import { faqGroups, helpCategories, relatedArticles } from './texts/structure';
import { storeKinds, useTestApi } from '../../test/harness';
import { searchHelpArticles } from '.';

const KB = '/api/help/knowledge-base';

describe('help content (no store)', () => {
  it('has every text in every language, and no language copies English', () => {
    for (const lang of HELP_LANGUAGES) {
      const texts = helpTexts[lang];
      for (const id of Object.values(faqGroups).flat()) {
        expect(texts.faq[id].question, `${lang} faq ${id}`).not.toBe('');
        expect(texts.faq[id].answer.length).toBeGreaterThan(0);
      }
      for (const id of Object.values(helpCategories).flat()) {
        expect(texts.articles[id].body.length, `${lang} article ${id}`).toBeGreaterThan(1);
        if (lang !== 'en')
          expect(texts.articles[id].title).not.toBe(helpTexts.en.articles[id].title);
      }
    }
  });

  it('relates articles that exist, never an article to itself', () => {
    const all = new Set<string>(Object.values(helpCategories).flat());
    for (const [id, related] of Object.entries(relatedArticles)) {
      expect(related.length).toBeGreaterThan(0);
      expect(related).not.toContain(id);
      for (const other of related) expect(all.has(other)).toBe(true);
    }
  });

  it('searchHelpArticles matches every word, case-insensitive, in title or body', () => {
    const hits = searchHelpArticles('en', 'LITHIUM un3480', 10);
    expect(hits.map((hit) => hit.id)).toEqual(['lithium-batteries']);
    expect(hits[0]).toMatchObject({
      categoryId: 'dangerous-goods',
      title: 'Shipping lithium batteries',
    });
    expect(hits[0].snippet.toLowerCase()).toContain('lithium');
    // both words must occur: "lithium" is there, "trade fair" is not
    expect(searchHelpArticles('en', 'lithium fair', 10)).toEqual([]);
    // title matches come first
    expect(searchHelpArticles('en', 'bill of lading', 10)[0].id).toBe('bill-of-lading');
  });

  it('searchHelpArticles searches the given language, English for an unknown one', () => {
    expect(searchHelpArticles('de', 'Gefahrgut', 10).length).toBeGreaterThan(0);
    expect(searchHelpArticles('de', 'Gefahrgut', 10).every((hit) => hit.id)).toBe(true);
    expect(searchHelpArticles('xx', 'carnet', 10).map((hit) => hit.id)).toContain('ata-carnet');
    expect(searchHelpArticles('en', 'carnet', 10)).toEqual(searchHelpArticles('zz', 'carnet', 10));
  });

  it('searchHelpArticles keeps to the limit and finds nothing for an empty query', () => {
    expect(searchHelpArticles('en', 'the', 3)).toHaveLength(3);
    expect(searchHelpArticles('en', '   ', 10)).toEqual([]);
    expect(searchHelpArticles('en', 'the', 0)).toEqual([]);
  });
});

describe.each(storeKinds())('help API (%s)', (kind) => {
  const ctx = useTestApi(kind);
  const get = (path: string, token: string | undefined = ctx.editor) =>
    ctx.api.request('GET', path, { token });

  it('answers 401 without a token and 403 to a customer', async () => {
    for (const path of ['/api/help/faq', KB, `${KB}/categories/warehousing`]) {
      expect((await get(path, '')).status).toBe(401);
      expect((await get(path, await ctx.api.tokenFor('public'))).status).toBe(403);
    }
  });

  it('answers the FAQ, grouped, in the asked language', async () => {
    const en = await get('/api/help/faq');
    expect(en.status).toBe(200);
    const reply = faqReply.parse(en.body);
    expect(reply.groups.map((group) => group.id)).toEqual(Object.keys(faqGroups));
    expect(reply.groups[0].questions).toHaveLength(3);
    const de = faqReply.parse((await get('/api/help/faq?lang=de')).body);
    expect(de.groups[0].questions[0].id).toBe(reply.groups[0].questions[0].id);
    expect(de.groups[0].title).toBe(helpTexts.de.faqGroups.quotes);
    expect(de.groups[0].title).not.toBe(reply.groups[0].title);
  });

  it('lists the categories with their counts, and searches the articles with q', async () => {
    const reply = knowledgeBaseReply.parse((await get(`${KB}?lang=fr`)).body);
    expect(reply.categories.map((category) => category.id)).toEqual(Object.keys(helpCategories));
    expect(reply.categories[0].articleCount).toBe(helpCategories['booking-quotes'].length);
    expect(reply.results).toBeUndefined();
    const found = knowledgeBaseReply.parse((await get(`${KB}?q=Carnet%20ATA`)).body);
    expect(found.results?.map((hit) => hit.id)).toEqual(['ata-carnet']);
    const none = knowledgeBaseReply.parse((await get(`${KB}?q=zeppelin`)).body);
    expect(none.results).toEqual([]);
  });

  it("answers a category's articles and an article with its related ones", async () => {
    const category = knowledgeBaseCategoryReply.parse(
      (await get(`${KB}/categories/dangerous-goods?lang=pt`)).body,
    );
    expect(category.category.title).toBe(helpTexts.pt.categories['dangerous-goods'].title);
    expect(category.articles.map((article) => article.id)).toEqual(
      helpCategories['dangerous-goods'],
    );
    const article = knowledgeBaseArticleReply.parse(
      (await get(`${KB}/articles/dg-documents?lang=th`)).body,
    );
    expect(article.category.id).toBe('dangerous-goods');
    expect(article.article.title).toBe(helpTexts.th.articles['dg-documents'].title);
    expect(article.article.related.map((related) => related.id)).toEqual([
      'imdg-classes',
      'bill-of-lading',
    ]);
    expect(article.article.related[1].categoryId).toBe('customs-documents');
  });

  it('answers 404 for an unknown category or article', async () => {
    for (const id of ['nothing', 'constructor', '__proto__', 'toString', '%00', '%F0%9F%9A%A2']) {
      for (const path of [`${KB}/categories/${id}`, `${KB}/articles/${id}`]) {
        const reply = await get(path);
        expect(reply.status, path).toBe(404);
        expect(reply.body.code).toBe('notFound');
      }
    }
    // a category is not an article, nor the other way round
    expect((await get(`${KB}/articles/warehousing`)).status).toBe(404);
    expect((await get(`${KB}/categories/ata-carnet`)).status).toBe(404);
  });

  it('answers 422 naming the field for a malformed query', async () => {
    const cases: [string, string][] = [
      ['/api/help/faq?lang=xx', 'lang'],
      [`${KB}?lang=EN`, 'lang'],
      [`${KB}/categories/warehousing?lang=`, 'lang'],
      [`${KB}/articles/ata-carnet?lang=klingon`, 'lang'],
      [`${KB}?q=${'x'.repeat(HELP_QUERY_MAX + 1)}`, 'q'],
      [`${KB}?q=a%00b`, 'q'],
    ];
    for (const [path, field] of cases) {
      const reply = await get(path);
      expect(reply.status, path).toBe(422);
      expect(reply.body.field, path).toBe(field);
    }
  });
});
