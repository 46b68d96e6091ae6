import { describe, expect, it } from 'vitest';
import { listHref, pageFrom, textFrom } from './list-address';

describe('a list’s address', () => {
  it('keeps only the filters that are set, and the page past the first', () => {
    expect(listHref('/admin/members', { q: '', page: 1 })).toBe('/admin/members');
    expect(listHref('/admin/members', { q: 'sam lee', page: 2 })).toBe('/admin/members?q=sam+lee&page=2');
    expect(listHref('/admin/audit', { member: undefined, event: 'staff.', page: 1 })).toBe('/admin/audit?event=staff.');
  });

  it('reads a page and a text filter, falling back when unusable', () => {
    const url = (search: string) => new URL(`http://localhost/admin/members${search}`);
    expect(pageFrom(url('?page=3'))).toBe(3);
    expect(pageFrom(url('?page=0'))).toBe(1);
    expect(pageFrom(url('?page=2.5'))).toBe(1);
    expect(pageFrom(url('?page=99999'))).toBe(1);
    expect(textFrom(url('?q=%20sam%20'), 'q', 200)).toBe('sam');
    expect(textFrom(url(''), 'q', 200)).toBe('');
    expect(textFrom(url(`?q=${'x'.repeat(300)}`), 'q', 200)).toHaveLength(200);
  });
});
