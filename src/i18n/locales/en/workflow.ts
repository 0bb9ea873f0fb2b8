import type { workflowZh } from '../zh/workflow';
import type { EnglishPlurals } from '../plurals';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> } & EnglishPlurals<T>;

/** English texts of the workflow administration screens. */
export const workflowEn: Texts<typeof workflowZh> = {
  field: {
    model: 'Model',
    name: 'Process',
    version: 'Version',
    category: 'Category',
    tenantIds: 'Tenants',
    files: 'Process files',
    processes: 'Processes',
    process: 'Process',
    processInstanceId: 'Process instance',
    startUser: 'Started by',
    deleteReason: 'Reason',
  },
  chooseCategory: 'Choose a process category',
  chooseFiles: 'Choose the process files',
  chooseFile: 'Choose files…',
  tenantsHelp: 'Several tenants separated by commas; empty for every tenant',
  allTenants: 'All tenants',
  cancel: 'Cancel',
  next: 'Next',
  confirm: 'OK',
  found: 'The server has done it: its result is in the list',
  deploy: 'Deploy',
  deployTitle: 'Deploy model “{{name}}”',
  confirmDeploy: 'Deploy model “{{name}}” as a “{{category}}” process: it is listed under deployments as a new version and can be started.',
  deployed: 'Model deployed',
  upload: 'Upload deployment',
  confirmUpload_one: 'Upload {{count}} process file and deploy it as a “{{category}}” process: it is listed as a new version.',
  confirmUpload_other: 'Upload {{count}} process files and deploy them as “{{category}}” processes: each is listed as a new version.',
  uploaded: 'Process files deployed',
  state: {
    suspended: {
      button: 'Suspend',
      title: 'Suspend process',
      confirm: 'Suspend process “{{name}}” (version {{version}}): no process can be started with it; started ones go on.',
      done: 'Process suspended',
    },
    active: {
      button: 'Activate',
      title: 'Activate process',
      confirm: 'Activate process “{{name}}” (version {{version}}): processes can be started with it again.',
      done: 'Process activated',
    },
  },
  deleteDeployment: 'Delete deployment',
  confirmDeleteDeployment_one:
    'Delete the deployment of the {{count}} selected process: the deployment goes with its definitions, which can no longer be started. This cannot be undone.',
  confirmDeleteDeployment_other:
    'Delete the deployments of the {{count}} selected processes: each deployment goes with its definitions, which can no longer be started. This cannot be undone.',
  deploymentDeleted: 'Deployment deleted',
  selectFirst: 'Select the processes whose deployment is to be deleted',
  deleteInstance: 'Delete',
  confirmDeleteInstance:
    'Delete process instance “{{name}}” ({{id}}): it leaves the follow list and every task list. This cannot be undone.',
  instanceDeleted: 'Process instance deleted',
};
