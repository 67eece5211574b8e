import { Route, Routes } from '@lernstapel/ui';
import { renderDevRemote } from '@lernstapel/webpack-federation';
import { Pruefung } from './pruefungen/Pruefung';
import { Pruefungen } from './pruefungen/Pruefungen';

// Development only (nx serve exams): the exposed pages at the paths the shell mounts them.
renderDevRemote(
  <Routes>
    <Route path="/pruefungen/*" element={<Pruefung />} />
    <Route path="*" element={<Pruefungen />} />
  </Routes>,
);
