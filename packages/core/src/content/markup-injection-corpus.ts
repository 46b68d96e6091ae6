/**
 * Text that would run script or change a page if it ever reached the HTML unescaped: script tags, event
 * handlers, javascript: links, SVG and MathML, CSS, broken and nested markup, breaking out of an
 * attribute, a text area or the page's inline data script. Whatever members write (reviews, comments)
 * must come back from the API exactly as written and reach the page as text. Tests anywhere can reuse it.
 */
export const MARKUP_INJECTION_CORPUS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<b onmouseover=alert(1)>hover me',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">click</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">a link</a>',
  'javascript:alert(1)',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  '<style>body{display:none}</style>',
  '<link rel=stylesheet href=//evil.example/x.css>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '</textarea><script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '<!--<script>alert(1)//-->',
  '<<script>alert(1)//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '{{constructor.constructor("alert(1)")()}}',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<form action="https://evil.example"><button>Win</button></form>',
];
