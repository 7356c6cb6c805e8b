import type { Kysely, Migration } from 'kysely';

/**
 * The project each builder last chose to order for, kept on the user so the choice follows them
 * to every sign-in and device. Deleting the project forgets it (set null).
 */
export const rememberedProjectMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('selected_project_id', 'text', (col) => col.references('projects.id').onDelete('set null'))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('selected_project_id').execute();
  },
};
