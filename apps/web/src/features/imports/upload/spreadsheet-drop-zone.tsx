import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Typography } from '@mui/material';
import { type DragEvent, useRef, useState } from 'react';

interface SpreadsheetDropZoneProps {
  /** The file chosen or dropped (the first one, when several are dropped). */
  onFile: (file: File) => void;
  disabled?: boolean;
}

/** Spec 3 §2 Upload screen: a zone to drop one spreadsheet on, or a button that opens the file chooser. */
export function SpreadsheetDropZone({ onFile, disabled = false }: SpreadsheetDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <Box
      role="region"
      aria-label="Drop zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: over ? 'action.hover' : undefined,
        p: 4,
        textAlign: 'center',
      }}
    >
      <UploadFileIcon color="action" fontSize="large" aria-hidden />
      <Typography sx={{ my: 1 }}>Drag and drop an .xlsx file here, or</Typography>
      <Button variant="outlined" disabled={disabled} onClick={() => input.current?.click()}>
        Choose File
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="Spreadsheet file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
