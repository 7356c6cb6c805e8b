/**
 * Reads CSV text (RFC 4180: commas, double-quoted fields with doubled quotes, CRLF or LF line
 * ends) into rows of fields, each with the line it starts on. Blank lines are skipped. Returns
 * an error message instead when a quoted field never closes.
 */
export function parseCsv(text: string): { rows: { line: number; fields: string[] }[] } | { error: string } {
  const rows: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const endRow = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]?.trim() !== '') rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else field += char;
  }
  if (quoted) return { error: `A quoted value starting on line ${rowLine} is never closed.` };
  if (field !== '' || fields.length > 0) endRow();
  return { rows };
}
