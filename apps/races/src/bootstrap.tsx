import { createRoot } from 'react-dom/client';
import { createAppStore, Provider } from '@lernstapel/api-client';
import { LernstapelProvider, Container, BrowserRouter, Route, Routes } from '@lernstapel/ui';
import { Wettbewerb } from './wettbewerbe/Wettbewerb';
import { Wettbewerbe } from './wettbewerbe/Wettbewerbe';

// Development only (nx serve races): the exposed pages alone against the API, with their own store
// and router, at the paths the shell mounts them. Log in on the portal first; the session cookie is
// shared by every localhost port.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <Provider store={createAppStore()}>
    <LernstapelProvider>
      <BrowserRouter>
        <Container size="lg" py="md">
          <Routes>
            <Route path="/wettbewerbe/*" element={<Wettbewerb />} />
            <Route path="*" element={<Wettbewerbe />} />
          </Routes>
        </Container>
      </BrowserRouter>
    </LernstapelProvider>
  </Provider>,
);
