import { describe, expect, it } from 'vitest';
import { makeStore } from './make-store';
import { selectProject, selectSelectedProjectId } from './preferences-slice';

describe('preferences', () => {
  it('remembers the selected project and forgets it on demand', () => {
    const store = makeStore();
    expect(selectSelectedProjectId(store.getState())).toBeNull();
    store.dispatch(selectProject('project-7'));
    expect(selectSelectedProjectId(store.getState())).toBe('project-7');
    store.dispatch(selectProject(null));
    expect(selectSelectedProjectId(store.getState())).toBeNull();
  });
});
