// Every URL of the app (docs/product.md §2): the router declares `path`, links and redirects call `getHref`. The list
// lives in @bazaar/domain so the server answers 404 to exactly the paths this router has no screen for.
export { appPaths as paths } from '@bazaar/domain';
