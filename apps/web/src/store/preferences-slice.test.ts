import { describe, expect, it } from 'vitest';
import { makeStore } from './make-store';
import { logout } from '@marketplace/auth';
import { restoreRememberedProject, selectProject, selectRestoredForUserId, selectSelectedProjectId } from './preferences-slice';

describe('preferences', () => {
  it('remembers the selected project and forgets it on demand', () => {
    const store = makeStore();
    expect(selectSelectedProjectId(store.getState())).toBeNull();
    store.dispatch(selectProject('project-7'));
    expect(selectSelectedProjectId(store.getState())).toBe('project-7');
    store.dispatch(selectProject(null));
    expect(selectSelectedProjectId(store.getState())).toBeNull();
  });

  it('applies the project the API remembers for the user, and keeps this device’s choice when it remembers none', () => {
    const store = makeStore();
    store.dispatch(selectProject('chosen-here'));
    store.dispatch(restoreRememberedProject({ userId: 'user-1', projectId: null }));
    expect(selectSelectedProjectId(store.getState())).toBe('chosen-here');
    expect(selectRestoredForUserId(store.getState())).toBe('user-1');
    store.dispatch(restoreRememberedProject({ userId: 'user-1', projectId: 'chosen-elsewhere' }));
    expect(selectSelectedProjectId(store.getState())).toBe('chosen-elsewhere');
  });

  it('forgets the choice on sign-out, so the next person starts from their own', () => {
    const store = makeStore();
    store.dispatch(restoreRememberedProject({ userId: 'user-1', projectId: 'project-7' }));
    store.dispatch(logout.pending('request-1', undefined));
    expect(selectSelectedProjectId(store.getState())).toBeNull();
    expect(selectRestoredForUserId(store.getState())).toBeNull();
  });
});
