import { useState } from 'react';
import { imageFileError } from '../../../components/image-picker';
import { updateProductImage } from '../api/update-product-image';

/**
 * The product form's picture: a file picked (previewed, checked for type and size before it is
 * sent) or the stored picture marked for removal. Sent after the product itself is saved, through
 * the product's own image route; a product saved without a change sends nothing.
 */
export function useProductPicture(current: string | null) {
  const [file, setFile] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const error = serverError ?? imageFileError(file) ?? undefined;

  return {
    file,
    /** What the product shows now: nothing once marked for removal. */
    shown: removed ? null : current,
    error,
    choose: (next: File | null) => {
      setFile(next);
      setRemoved(false);
      setServerError(undefined);
    },
    remove: () => {
      setFile(null);
      setRemoved(true);
      setServerError(undefined);
    },
    setServerError,
    /** Sends the change, if any, for the saved product. */
    send: async (productId: number): Promise<void> => {
      if (file) await updateProductImage(productId, file);
      else if (removed && current) await updateProductImage(productId, null);
    },
  };
}

export type ProductPicture = ReturnType<typeof useProductPicture>;
