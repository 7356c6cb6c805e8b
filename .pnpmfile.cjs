// Lighthouse 13 and the puppeteer-core it drives Chromium with declare Node >= 22 but run on the
// Node 20 this project uses (checked with `pnpm lighthouse`, which runs every audit it reports).
// engine-strict would refuse them, so their engines field is dropped here, for them alone; every
// other package keeps the strict check.
const runsOnNode20 = new Set(['lighthouse', 'puppeteer-core', '@puppeteer/browsers']);

module.exports = {
  hooks: {
    readPackage(pkg) {
      if (runsOnNode20.has(pkg.name)) delete pkg.engines;
      return pkg;
    },
  },
};
