// The news feature's administration pages, a chunk of their own: readers never load the editor.

export { NewsCreatePage } from './news-create-page';
export { NewsEditPage } from './news-edit-page';
export { NewsManagePage } from './news-manage-page';
