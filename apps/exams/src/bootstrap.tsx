import { createRoot } from 'react-dom/client';
import { createAppStore, Provider } from '@lernstapel/api-client';
import { LernstapelProvider, Container, BrowserRouter, Route, Routes } from '@lernstapel/ui';
import { Pruefung } from './pruefungen/Pruefung';
import { Pruefungen } from './pruefungen/Pruefungen';

// Development only (nx serve exams): the exposed pages alone against the API, with their own store
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
            <Route path="/pruefungen/*" element={<Pruefung />} />
            <Route path="*" element={<Pruefungen />} />
          </Routes>
        </Container>
      </BrowserRouter>
    </LernstapelProvider>
  </Provider>,
);
