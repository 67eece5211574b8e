// eslint-disable-next-line @nx/enforce-module-boundaries -- build tooling run by Node, never bundled; Node needs the path
const { federatedAppConfig } = require('../../libs/webpack-federation/src/index.cjs');

module.exports = federatedAppConfig({
  name: 'cards',
  port: 4201,
  // The remote's whole public surface (issue 2 §3): pages, each a named export of the same name.
  // StapelBearbeiten, StapelVorschau and GlobaleModule are REMOTE_PAGES (libs/contracts/src/remotes.ts).
  exposes: {
    './MeineFlashcards': './src/unterrichtsmodule/MeineFlashcards.tsx',
    './StapelBearbeiten': './src/unterrichtsmodulteile/StapelBearbeiten.tsx',
    './StapelVorschau': './src/previewunterrichtsmodul/StapelVorschau.tsx',
    './GlobaleModule': './src/globalemodule/GlobaleModule.tsx',
    // A section, not a page: the shell shows it on the Aufgaben page above exams/Pruefungen.
    './Stapelablage': './src/stapelablage/Stapelablage.tsx',
    // The Aufgaben page's tabs Quiz, Verbessern (the hand-ins above) and Monitoring (01 §2).
    './Aufgaben': './src/aufgaben/Aufgaben.tsx',
  },
});
