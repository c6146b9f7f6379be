/** The alerts feature's surface for other features: the map's "Get alerts for this area" dialog (load it lazily). */
export { default as AlertDialog, type AlertDialogProps } from './alert-dialog';
