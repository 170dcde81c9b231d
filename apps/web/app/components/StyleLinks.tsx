// The style sheets of the matched routes, as React Router's <Links> names them (the build manifest's css of each
// route; no route here exports links()), but with `precedence` (decision 043). React hoists such sheets into <head>
// ahead of the module preloads and the other hoisted tags, so the browser asks for the CSS — what the first paint
// waits for — before ~25 scripts; <Links> rendered plain sheets, which stay after everything React hoists. React also
// keeps them loaded across client navigations and holds a commit until a new route's sheet has loaded. In dev (critical
// CSS inlined by React Router) <Links> is used as it is.
import { useContext } from 'react';
import { Links, UNSAFE_FrameworkContext, useMatches } from 'react-router';

export function StyleLinks() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (!framework || framework.criticalCss !== undefined) return <Links />;
  const hrefs = new Set<string>();
  for (const m of matches) for (const href of framework.manifest.routes[m.id]?.css ?? []) hrefs.add(href);
  return (
    <>
      {[...hrefs].map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="mall" />
      ))}
    </>
  );
}
