import { Route, Routes } from '@lernstapel/ui';
import { renderDevRemote } from '@lernstapel/webpack-federation';
import { GlobaleModule } from './globalemodule/GlobaleModule';
import { StapelBearbeiten } from './unterrichtsmodulteile/StapelBearbeiten';
import { MeineFlashcards } from './unterrichtsmodule/MeineFlashcards';
import { StapelVorschau } from './previewunterrichtsmodul/StapelVorschau';

// Development only (nx serve cards): the exposed pages at the paths the shell mounts them.
renderDevRemote(
  <Routes>
    <Route path="/editunterrichtsmodul/*" element={<StapelBearbeiten />} />
    <Route path="/previewunterrichtsmodul/*" element={<StapelVorschau />} />
    <Route path="/globalemodule/*" element={<GlobaleModule />} />
    <Route path="*" element={<MeineFlashcards />} />
  </Routes>,
);
