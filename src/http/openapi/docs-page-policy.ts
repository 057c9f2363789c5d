/**
 * The Content-Security-Policy of the docs page: swagger-ui's own (it names the hashes of its
 * inline scripts), made to work over plain HTTP from any host and to load only the page's
 * own assets. swagger-ui's policy says `upgrade-insecure-requests`, which makes a browser
 * fetch every asset of a page opened as http://host:3000/v1/docs over https, where nothing
 * answers: a blank page. Its `https:` sources (any font or style on the web) and its
 * validator badge's host are dropped too; the page may be framed by no one.
 */
export function docsPagePolicy(swaggerUiPolicy: string): string {
  const directives = swaggerUiPolicy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name !== undefined && name !== '' && name !== 'upgrade-insecure-requests')
    .map(([name, ...sources]) => [
      name,
      ...sources.filter((source) => source !== 'https:' && source !== 'validator.swagger.io'),
    ]);
  const frameAncestors = directives.find(([name]) => name === 'frame-ancestors');
  if (frameAncestors !== undefined) frameAncestors.splice(1, frameAncestors.length, "'none'");
  return directives.map((directive) => directive.join(' ')).join('; ');
}
