type Json = Record<string, unknown>;

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

/** A readable, script-free page of the OpenAPI document: operations by tag, parameters and schemas. */
export function renderApiDocsPage(document: Json, nonce: string): string {
  const info = document.info as { title: string; version: string; description?: string };
  const paths = document.paths as Record<string, Record<string, Json>>;
  const schemas = (document.components as { schemas: Record<string, Json> }).schemas;

  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const method of METHOD_ORDER) {
      const operation = operations[method];
      if (!operation) continue;
      const tag = ((operation.tags as string[] | undefined) ?? ['Other'])[0] ?? 'Other';
      const list = byTag.get(tag) ?? [];
      list.push(renderOperation(method, path, operation));
      byTag.set(tag, list);
    }
  }

  const sections = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([tag, items]) => `<section><h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${items.join('')}</section>`,
    )
    .join('');
  const schemaList = Object.entries(schemas)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([name, schema]) =>
        `<section class="schema"><h3 id="schema-${escapeHtml(name)}">${escapeHtml(name)}</h3><pre tabindex="0">${escapeHtml(JSON.stringify(schema, null, 2))}</pre></section>`,
    )
    .join('');

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(info.title)} reference</title>
<style nonce="${escapeHtml(nonce)}">
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#0f172a;background:#f8fafc}
main{max-width:960px;margin:0 auto;padding:24px 16px 64px}
h1{margin:0 0 4px}h2{margin-top:40px;border-bottom:2px solid #cbd5e1;padding-bottom:4px}
.op{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:12px 16px;margin:12px 0}
.method{display:inline-block;min-width:64px;font-weight:700;text-transform:uppercase;color:#fff;background:#1d4ed8;border-radius:4px;padding:0 8px;text-align:center}
.method.post{background:#047857}.method.delete{background:#b91c1c}.method.put,.method.patch{background:#92400e}
code,pre{font-family:ui-monospace,monospace;font-size:14px}pre{background:#f1f5f9;padding:8px;overflow:auto;border-radius:4px}
a{color:#1d4ed8}
</style></head><body><main>
<h1>${escapeHtml(info.title)}</h1><p>Version ${escapeHtml(info.version)}. ${escapeHtml(info.description ?? '')}</p>
<p>Machine-readable: <a href="/api/v2/openapi.json">OpenAPI 3.1 document</a>.</p>
${sections}<h2 id="schemas">Schemas</h2>${schemaList}
</main></body></html>`;
}

function renderOperation(method: string, path: string, operation: Json): string {
  const parameters = (operation.parameters as Json[] | undefined) ?? [];
  const body = (operation.requestBody as { content: Record<string, { schema: Json }> } | undefined)?.content[
    'application/json'
  ]?.schema;
  const responses = operation.responses as Record<
    string,
    { description: string; content?: Record<string, { schema: Json }> }
  >;
  const parameterRows = parameters
    .map(
      (parameter) =>
        `<li><code>${escapeHtml(String(parameter.name))}</code> (${escapeHtml(String(parameter.in))}${parameter.required ? ', required' : ''})</li>`,
    )
    .join('');
  const responseRows = Object.entries(responses)
    .map(([status, response]) => {
      const schema = response.content?.['application/json']?.schema;
      return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(response.description)} ${schema ? schemaLink(schema) : ''}</li>`;
    })
    .join('');
  return `<article class="op" id="${escapeHtml(String(operation.operationId))}">
<p><span class="method ${method}">${method}</span> <code>/api/v2${escapeHtml(path)}</code></p>
<p>${escapeHtml(String(operation.summary ?? ''))}${operation.description ? `<br>${escapeHtml(String(operation.description))}` : ''}</p>
${parameterRows ? `<p>Parameters</p><ul>${parameterRows}</ul>` : ''}
${body ? `<p>Body: ${schemaLink(body)}</p>` : ''}
<p>Responses</p><ul>${responseRows}</ul></article>`;
}

function schemaLink(schema: Json): string {
  const ref = typeof schema.$ref === 'string' ? schema.$ref.split('/').pop() : undefined;
  return ref
    ? `<a href="#schema-${escapeHtml(ref)}">${escapeHtml(ref)}</a>`
    : `<pre tabindex="0">${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;
}
