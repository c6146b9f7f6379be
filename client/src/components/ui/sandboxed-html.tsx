/**
 * HTML from the server (an email) shown in a frame with every sandbox restriction: no scripts, an opaque
 * origin, no referrer.
 */
export function SandboxedHtml({ title, html }: { title: string; html: string }) {
  return <iframe title={title} sandbox="" srcDoc={html} referrerPolicy="no-referrer" className="h-96 w-full rounded-lg border border-slate-200 bg-white" />;
}
