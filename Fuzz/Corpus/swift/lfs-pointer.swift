version https://git-lfs.github.com/spec/v1
oid sha256:0
size 1
