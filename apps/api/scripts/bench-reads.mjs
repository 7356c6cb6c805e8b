// The catalogue reads a builder makes, warm (pages asked before, served from the answer caches)
// and cold (every request a page nobody asked for yet, computed from the database): the product
// list at any offset, the product page, and search for a common word, a rare word and everyday
// queries. The workload is read through the API, so it is the same on SQLite and PostgreSQL.

/** Everyday searches of a builder's week. */
export const EVERYDAY_SEARCHES = [
  '1/2 drywall',
  'drywall panel 5/8',
  '2x4 stud',
  'framing lumber 2x6',
  'plywood 3/4',
  'osb sheathing',
  'pressure treated post',
  'concrete mix 80 lb',
  'mortar mix',
  'concrete block',
  'rebar #4',
  'architectural shingles charcoal',
  'roof underlayment',
  'fiberglass batt r-19',
  'rigid foam board',
  'house wrap',
  'framing nails 16d',
  'deck screws',
  'joist hanger 2x8',
  'wedge anchors',
  'pex tubing 3/4',
  'copper pipe type l',
  'pvc pipe 2',
  'ball valve',
  'water heater 50 gal',
  'nm-b 12 awg',
  'circuit breaker 20 a',
  'emt conduit',
  'led downlight',
  'gfci outlet',
  'prehung interior door',
  'vinyl window',
  'interior latex paint eggshell',
  'deck stain',
  'luxury vinyl plank',
  'porcelain floor tile',
  'composite deck board',
  'vinyl siding',
  'joint compound',
  'drywall screws',
];

export const LIST_PATH = '/api/product_supplier_variant/?fetch_pricing=true&fetch_first_image_only=true';
const PAGE = 20;

async function getJson(base, headers, requestPath, body) {
  const response = await globalThis.fetch(`${base}${requestPath}`, body ? { method: 'POST', headers, body: JSON.stringify(body) } : { headers });
  if (!response.ok) throw new Error(`${requestPath}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** How many offers a search matches. */
async function searchCount(base, headers, search) {
  const answer = await getJson(base, headers, '/api/search/products/', { search, limit: 1, fetch_facets: false });
  return answer.count;
}

/**
 * What the requests vary over, read through the API: how many offers there are, product pages
 * spread over the whole catalogue, the demo project, and two words: one matching about a tenth of
 * the offers (a word like "lumber" on a large catalogue) and one matching a few.
 */
export async function readWorkload(base, headers) {
  const { count: offers } = await getJson(base, headers, `${LIST_PATH}&limit=1&fetch_total=true`);
  const productPaths = [];
  const samples = 200;
  for (let index = 0; index < samples; index += 1) {
    const offset = Math.floor((index * offers) / samples);
    const { results } = await getJson(base, headers, `${LIST_PATH}&limit=1&offset=${offset}`);
    if (results[0]) productPaths.push(`/api/product_supplier/${results[0].product_id}/${results[0].supplier_id}`);
  }
  const projects = await getJson(base, headers, '/api/projects/');
  const project = (projects.results ?? projects).find((candidate) => candidate.name === 'Mission Bay Townhomes');

  const words = [...new Set(EVERYDAY_SEARCHES.flatMap((search) => search.split(' ')).filter((word) => /^[a-z]{4,}$/.test(word)))];
  const counted = [];
  for (const word of words) counted.push({ word, count: await searchCount(base, headers, word) });
  const nearest = (target) => counted.filter(({ count }) => count > 0).sort((a, b) => Math.abs(Math.log(a.count / target)) - Math.abs(Math.log(b.count / target)))[0];
  const common = nearest(offers / 10);
  const rare = nearest(Math.max(5, offers / 2000));
  return { offers, productPaths, projectId: project?.id, common, rare };
}

/**
 * The scenarios of one catalogue, for measure(): `{ name, request, fresh }`. Fresh ones carry
 * `Cache-Control: no-cache`, so every answer is computed from the database (the API's answer
 * caches honour it), while still walking realistic pages: deep and shallow, every word.
 */
export function readScenarios({ offers, productPaths, projectId, common, rare }) {
  const cycle = (items) => {
    let index = 0;
    return () => items[index++ % items.length];
  };
  const nextProduct = cycle(productPaths);
  const nextSearch = cycle(EVERYDAY_SEARCHES);
  // A stride prime to the page count walks every page once before repeating, deep and shallow
  // pages mixed, as a crawler or a builder paging far would.
  const pagesOf = (count) => Math.max(1, Math.floor(count / PAGE));
  const walk = (count) => {
    const pages = pagesOf(count);
    let step = 0;
    return () => {
      step += 1;
      return ((step * 7919) % pages) * PAGE;
    };
  };
  const listOffset = walk(offers);
  const commonOffset = walk(Math.min(common.count, 50 * PAGE));
  const rareOffset = walk(rare.count);
  const everydayOffset = walk(10 * PAGE);
  const search = (body, path = '/api/search/products/') => ({ method: 'POST', path, body: JSON.stringify(body) });
  const dynamic = (make) => ({ method: 'GET', setupRequest: (req) => ({ ...req, ...make() }) });

  return [
    { name: 'warm: product list, first page', request: { method: 'GET', path: `${LIST_PATH}&limit=${PAGE}` } },
    { name: 'warm: product page', request: dynamic(() => ({ path: nextProduct() })) },
    { name: 'warm: search, everyday queries', request: dynamic(() => search({ search: nextSearch(), limit: PAGE })) },
    { name: 'cold: product list, any offset', fresh: true, request: dynamic(() => ({ path: `${LIST_PATH}&limit=${PAGE}&offset=${listOffset()}` })) },
    { name: 'cold: product page', fresh: true, request: dynamic(() => ({ path: nextProduct() })) },
    {
      name: `cold: search common word "${common.word}" (${common.count})`,
      fresh: true,
      request: dynamic(() => search({ search: common.word, limit: PAGE, offset: commonOffset() })),
    },
    { name: `cold: search rare word "${rare.word}" (${rare.count})`, fresh: true, request: dynamic(() => search({ search: rare.word, limit: PAGE, offset: rareOffset() })) },
    { name: 'cold: search, everyday queries', fresh: true, request: dynamic(() => search({ search: nextSearch(), limit: PAGE, offset: everydayOffset() })) },
    {
      name: 'cold: search with availability',
      fresh: true,
      request: dynamic(() => search({ search: nextSearch(), limit: PAGE, offset: everydayOffset(), project_id: projectId }, '/api/search/products/availability/')),
    },
  ];
}

/** Asks once for every page of the warm workload, so "warm" means served from the caches. */
export async function warmUp(base, headers, { productPaths }, { search: withSearch = true } = {}) {
  const send = (requestPath, body) =>
    globalThis.fetch(`${base}${requestPath}`, body ? { method: 'POST', headers, body: JSON.stringify(body) } : { headers }).then((response) => response.arrayBuffer());
  await send(`${LIST_PATH}&limit=${PAGE}`);
  for (const productPath of productPaths) await send(productPath);
  if (withSearch) for (const search of EVERYDAY_SEARCHES) await send('/api/search/products/', { search, limit: PAGE });
}
