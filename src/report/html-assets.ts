import { html, joinHtml } from './html-escape.js';

// The HTML report's own stylesheet and script, written here as they are carried: literal parts
// of the `html` tag, with nothing interpolated into them.

// One rule a line, joined without separators: the report carries it as written here.
export const STYLE = joinHtml([
  html`body{font:14px/1.4 system-ui,sans-serif;margin:16px;color:#111827;max-width:1600px}`,
  html`h1{font-size:20px}`,
  html`table{border-collapse:collapse;width:100%}`,
  html`th,td{padding:4px 6px;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:middle}`,
  html`th{background:#f9fafb;position:sticky;top:0;white-space:nowrap}`,
  html`th.label{white-space:normal;overflow-wrap:break-word;min-width:7em}`,
  html`th button{font:inherit;font-weight:600;background:none;border:0;padding:0;cursor:pointer;color:inherit;text-align:left}`,
  html`th button:focus-visible{outline:2px solid #2563eb}`,
  html`th[aria-sort=ascending] button::after{content:" ▲"}`,
  html`th[aria-sort=descending] button::after{content:" ▼"}`,
  html`td.name{overflow-wrap:break-word;min-width:9em;max-width:260px}`,
  html`td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}`,
  html`td.plot{min-width:200px;width:28%}`,
  html`td.changeplot{min-width:150px;width:12%}`,
  html`svg{display:block;width:100%;height:auto}`,
  html`.ticks{display:grid;grid-template-columns:1fr auto 1fr;gap:4px;font-size:11px;line-height:1.3;color:#6b7280}`,
  html`.ticks span:last-child{text-align:right}`,
  html`.regression{color:#dc2626;font-weight:600}`,
  html`.improvement{color:#16a34a;font-weight:600}`,
  html`.lane{stroke:#e5e7eb}`,
  html`.axis{stroke:#9ca3af}`,
  html`.zero{stroke:#9ca3af}`,
  html`.muted{color:#6b7280}`,
  html`sup{color:#6b7280}`,
]);

// Sorting by a column's data values; header buttons take Enter and Space as clicks. No request, no library.
// Plain ES5 as the report carries it, a statement or a few a line.
export const SCRIPT = joinHtml([
  html`document.querySelectorAll('th button[data-key]').forEach(function(button){button.addEventListener('click',function(){var th=button.parentNode;`,
  html`var body=document.querySelector('tbody');var key=button.getAttribute('data-key');`,
  html`var dir=th.getAttribute('aria-sort')==='ascending'?'descending':'ascending';`,
  html`document.querySelectorAll('th[aria-sort]').forEach(function(other){other.setAttribute('aria-sort','none')});`,
  html`th.setAttribute('aria-sort',dir);var rows=Array.prototype.slice.call(body.rows);`,
  html`rows.sort(function(a,b){var x=a.getAttribute('data-'+key),y=b.getAttribute('data-'+key);`,
  html`var nx=parseFloat(x),ny=parseFloat(y);var c=(isNaN(nx)||isNaN(ny))?String(x).localeCompare(String(y)):nx-ny;`,
  html`return dir==='ascending'?c:-c});rows.forEach(function(r){body.appendChild(r)})})});`,
]);
