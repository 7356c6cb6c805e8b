import { Button, Modal } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { ProjectData } from '../../model/project';

/** Props of {@link DeleteProjectDialog}. */
export interface DeleteProjectDialogProps {
  /** The project to delete; the dialog is open while set. */
  project: ProjectData | null;
  isDeleting: boolean;
  onConfirm: (project: ProjectData) => void;
  onCancel: () => void;
}

/** Asks before deleting a project: deleting cannot be undone. */
export function DeleteProjectDialog({ project, isDeleting, onConfirm, onCancel }: DeleteProjectDialogProps): ReactElement {
  return (
    <Modal
      role="alertdialog"
      size="sm"
      isOpen={project !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onCancel();
      }}
      title={project ? `Delete ${project.name}?` : 'Delete project?'}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={isDeleting}>
            Cancel
          </Button>
          <Button
            variant="danger"
            isLoading={isDeleting}
            loadingLabel="Deleting"
            onPress={() => {
              if (project) onConfirm(project);
            }}
          >
            Delete project
          </Button>
        </>
      }
    >
      <p>The project and its delivery details are removed for everyone in your company. This cannot be undone.</p>
    </Modal>
  );
}
