import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keepKeys } from '../case/case-conversion';
import { createHttpClient } from './http-client';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function clearCsrfCookie() {
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}
beforeEach(clearCsrfCookie);

describe('CSRF', () => {
  it('fetches the token once when the cookie is missing, then sends it on unsafe requests', async () => {
    let tokenFetches = 0;
    const sent: (string | null)[] = [];
    server.use(
      http.get('/csrf/token/', () => {
        tokenFetches += 1;
        return HttpResponse.json({ csrf_token: 'fresh-token' });
      }),
      http.post('/api/projects/', ({ request }) => {
        sent.push(request.headers.get('X-CSRFToken'));
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const client = createHttpClient();
    await Promise.all([client.post('/api/projects/', {}), client.post('/api/projects/', {})]);
    await client.post('/api/projects/', {});
    expect(tokenFetches).toBe(1);
    expect(sent).toEqual(['fresh-token', 'fresh-token', 'fresh-token']);
  });

  it('sends the cookie value without fetching when the cookie exists', async () => {
    document.cookie = 'csrftoken=cookie-token; path=/';
    let sent: string | null = null;
    server.use(
      http.delete('/api/projects/7/', ({ request }) => {
        sent = request.headers.get('X-CSRFToken');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await createHttpClient().delete('/api/projects/7');
    expect(sent).toBe('cookie-token');
  });

  it('does not fetch a token for safe requests', async () => {
    let sent: string | null = 'unset';
    server.use(
      http.get('/api/users/me/', ({ request }) => {
        sent = request.headers.get('X-CSRFToken');
        return HttpResponse.json({});
      }),
    );
    await createHttpClient().get('/api/users/me/');
    expect(sent).toBeNull();
  });

  it('fetches a fresh token and retries once when the API refuses a stale one', async () => {
    let tokenFetches = 0;
    const sent: (string | null)[] = [];
    server.use(
      http.get('/csrf/token/', () => {
        tokenFetches += 1;
        return HttpResponse.json({ csrf_token: `token-${tokenFetches}` });
      }),
      http.put('/api/projects/1/', ({ request }) => {
        const token = request.headers.get('X-CSRFToken');
        sent.push(token);
        return token === 'token-1'
          ? HttpResponse.json(
              { code: 'csrf_failed', message: 'CSRF token missing or incorrect.', display_error: 'Please retry.' },
              { status: 403 },
            )
          : HttpResponse.json({ id: 1 });
      }),
    );
    const response = await createHttpClient().put('/api/projects/1/', { name: 'Dock' });
    expect(response.data).toEqual({ id: 1 });
    expect(sent).toEqual(['token-1', 'token-2']);
  });
});

describe('paths', () => {
  it.each([
    ['/api/users/me', '/api/users/me/'],
    ['/api/users/me/', '/api/users/me/'],
    ['/api/ordering/cart?project_id=1', '/api/ordering/cart/?project_id=1'],
    ['api/users/update_tos/', '/api/users/update_tos/'],
  ])('requests %s as %s', async (given, expected) => {
    let requested = '';
    server.use(
      http.all('*', ({ request }) => {
        const url = new URL(request.url);
        requested = `${url.pathname}${url.search}`;
        return HttpResponse.json({});
      }),
    );
    await createHttpClient().get(given);
    expect(requested).toBe(expected);
  });

  it('keeps a URL as given when asked to', async () => {
    let requested = '';
    server.use(
      http.get('/files/po-1.pdf', ({ request }) => {
        requested = new URL(request.url).pathname;
        return HttpResponse.text('pdf');
      }),
    );
    await createHttpClient().get('/files/po-1.pdf', { trailingSlash: false });
    expect(requested).toBe('/files/po-1.pdf');
  });

  it('prefixes the configured base URL', async () => {
    server.use(http.get('https://api.example.test/api/brand/', () => HttpResponse.json({ ok: true })));
    const response = await createHttpClient({ baseUrl: 'https://api.example.test' }).get('/api/brand');
    expect(response.data).toEqual({ ok: true });
  });
});

describe('case conversion', () => {
  it('sends bodies and query params in snake_case and reads responses in camelCase', async () => {
    document.cookie = 'csrftoken=t; path=/';
    let body: unknown;
    let search = '';
    server.use(
      http.post('/api/ordering/cart/', async ({ request }) => {
        body = await request.json();
        search = new URL(request.url).search;
        return HttpResponse.json({
          project_id: 1,
          line_items: [{ unit_price: 1250, product_image: { image_url: 'a.png' } }],
        });
      }),
    );
    const response = await createHttpClient().post(
      '/api/ordering/cart',
      {
        projectId: 1,
        items: [{ productSupplierVariantId: 3, requestDeliveryDate: '2030-01-02' }],
        metadata: keepKeys({ linkSessionId: 'kept' }),
      },
      { params: { projectId: 1, fetchSubCategories: true } },
    );
    expect(body).toEqual({
      project_id: 1,
      items: [{ product_supplier_variant_id: 3, request_delivery_date: '2030-01-02' }],
      metadata: { linkSessionId: 'kept' },
    });
    expect(search).toBe('?project_id=1&fetch_sub_categories=true');
    expect(response.data).toEqual({
      projectId: 1,
      lineItems: [{ unitPrice: 1250, productImage: { imageUrl: 'a.png' } }],
    });
  });
});

describe('failures', () => {
  it('rejects every status of 400 and above', async () => {
    server.use(
      http.get('/api/projects/', () => HttpResponse.json({ code: 'not_found' }, { status: 404 })),
      http.get('/api/catalog/', () => new HttpResponse('oops', { status: 500 })),
      http.get('/api/brand/', () => HttpResponse.json({ ok: true }, { status: 399 })),
    );
    const client = createHttpClient();
    await expect(client.get('/api/projects/')).rejects.toMatchObject({
      response: { status: 404, data: { code: 'not_found' } },
    });
    await expect(client.get('/api/catalog/')).rejects.toMatchObject({
      message: 'Request failed with status code 500',
    });
    await expect(client.get('/api/brand/')).resolves.toMatchObject({ status: 399 });
  });

  it('camelCases error bodies', async () => {
    server.use(
      http.get('/api/projects/', () =>
        HttpResponse.json(
          { code: 'validation_error', message: 'Invalid.', display_error: 'Check the form.', fields: { first_name: 'Required.' } },
          { status: 400 },
        ),
      ),
    );
    await expect(createHttpClient().get('/api/projects/')).rejects.toMatchObject({
      response: { data: { displayError: 'Check the form.', fields: { firstName: 'Required.' } } },
    });
  });

  it('reports a network failure with the words the product always logged', async () => {
    server.use(http.get('/api/projects/', () => HttpResponse.error()));
    await expect(createHttpClient().get('/api/projects/')).rejects.toMatchObject({
      message: 'Network Error',
      code: 'ERR_NETWORK',
    });
  });
});

describe('query parameters', () => {
  it('repeats the key of an array, leaves out empty values, and appends to a query already in the URL', async () => {
    let search = '';
    server.use(
      http.get('/api/product_supplier_variant/', ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({});
      }),
    );
    await createHttpClient().get('/api/product_supplier_variant?limit=5', {
      params: { brandId: ['b-1', 'b-2'], search: undefined, categoryId: null, page: 2 },
    });
    expect(search).toBe('?limit=5&brand_id=b-1&brand_id=b-2&page=2');
  });
});

describe('files', () => {
  it('answers a Blob when asked, and reads the JSON error body of a failed download', async () => {
    server.use(
      http.get('/api/ordering/purchase_orders/1/pdf/', () => new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } })),
      http.get('/api/ordering/purchase_orders/2/pdf/', () =>
        HttpResponse.json({ code: 'not_found', message: 'No such order.', display_error: 'This order is gone.' }, { status: 404 }),
      ),
    );
    const client = createHttpClient();
    const { data } = await client.get<Blob>('/api/ordering/purchase_orders/1/pdf', { responseType: 'blob' });
    // Node's Blob, not the test page's: compare what it holds.
    expect(data.type).toBe('application/pdf');
    expect(await data.text()).toBe('%PDF-1.7');
    await expect(client.get('/api/ordering/purchase_orders/2/pdf', { responseType: 'blob' })).rejects.toMatchObject({
      response: { status: 404, data: { code: 'not_found', displayError: 'This order is gone.' } },
    });
  });

  it('sends multipart bodies as they are, with the CSRF header, and reports upload progress when asked', async () => {
    document.cookie = 'csrftoken=t; path=/';
    let received: { fields: string[]; token: string | null; type: string | null } | null = null;
    server.use(
      http.post('/api/catalog/variants/v-1/images/', async ({ request }) => {
        const form = await request.formData();
        // The test page's File does not cross into the mock server's realm whole: its field does.
        received = { fields: [...form.keys()], token: request.headers.get('X-CSRFToken'), type: request.headers.get('Content-Type') };
        return HttpResponse.json({ image_ids: ['i-1'] }, { status: 201 });
      }),
    );
    const body = new FormData();
    body.append('images', new File(['picture-bytes'], 'a.png', { type: 'image/png' }), 'a.png');
    const progress: number[] = [];
    const response = await createHttpClient().post('/api/catalog/variants/v-1/images/', body, {
      onUploadProgress: ({ loaded }) => progress.push(loaded),
    });
    expect(response).toMatchObject({ status: 201, data: { imageIds: ['i-1'] } });
    expect(received).toMatchObject({ fields: ['images'], token: 't' });
    expect(received!.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(progress.length).toBeGreaterThan(0);
  });

  it('rejects a failed upload like any other call', async () => {
    document.cookie = 'csrftoken=t; path=/';
    server.use(
      http.post('/api/product_supplier_variant/import/', () =>
        HttpResponse.json({ code: 'validation_error', message: 'Invalid.', display_error: 'Fix the rows.', fields: { row_2: 'Bad price.' } }, { status: 400 }),
      ),
    );
    await expect(
      createHttpClient().post('/api/product_supplier_variant/import', new FormData(), { onUploadProgress: () => undefined }),
    ).rejects.toMatchObject({ code: 'ERR_BAD_REQUEST', response: { status: 400, data: { fields: { row2: 'Bad price.' } } } });
  });
});

describe('aborting', () => {
  it('fails an aborted call as canceled', async () => {
    server.use(http.get('/api/projects/', () => new Promise(() => undefined)));
    const controller = new AbortController();
    const pending = createHttpClient().get('/api/projects/', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ERR_CANCELED', message: 'canceled' });
  });
});
