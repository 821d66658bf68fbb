// The demo catalogue (seedDemo, run at start on an empty database) and the benchmark filler (seedBulk).
export { DEMO_SEED, planDemoCatalogue, productImageKey, seedDemo } from './seed-demo.js';
export { seedBulk } from './seed-bulk.js';
export { OTHERS_SUBCATEGORY } from './catalogue-data.js';
//# sourceMappingURL=index.js.map