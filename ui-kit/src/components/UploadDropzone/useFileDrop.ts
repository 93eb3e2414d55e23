import { useState, type DragEvent } from 'react';

/** Drag-and-drop handlers for a drop zone, and whether files are being dragged over it. */
export function useFileDrop(onFiles: (files: File[]) => void, disabled = false) {
  const [dragging, setDragging] = useState(false);
  return {
    dragging,
    dropProps: {
      onDragOver: (event: DragEvent) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) onFiles(Array.from(event.dataTransfer.files));
      },
      'data-dragging': dragging || undefined,
    },
  };
}
