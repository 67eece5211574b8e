import { Route, Routes } from '@lernstapel/ui';
import { renderDevRemote } from '@lernstapel/webpack-federation';
import { Wettbewerb } from './wettbewerbe/Wettbewerb';
import { Wettbewerbe } from './wettbewerbe/Wettbewerbe';

// Development only (nx serve races): the exposed pages at the paths the shell mounts them.
renderDevRemote(
  <Routes>
    <Route path="/wettbewerbe/*" element={<Wettbewerb />} />
    <Route path="*" element={<Wettbewerbe />} />
  </Routes>,
);
